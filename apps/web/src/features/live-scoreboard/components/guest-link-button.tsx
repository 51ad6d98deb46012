import type { GuestLinkCreated } from '@sportzone/contracts';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, lightClasses } from '@/components/light';
import { createGuestLink } from '../api/guest-link';

const DURATIONS = [60, 4 * 60, 24 * 60, 7 * 24 * 60];

/** For the match's managers: make a guest scoring link (shown once: the server keeps only its hash). */
export function GuestLinkButton({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [minutes, setMinutes] = useState(24 * 60);
  const [created, setCreated] = useState<GuestLinkCreated | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const selectId = useId();
  const close = () => {
    setOpened(false);
    setCreated(null);
    setFailed(false);
    setCopied(false);
  };
  const create = async () => {
    setPending(true);
    setFailed(false);
    try {
      setCreated(await createGuestLink(matchId, minutes));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1000);
    } catch {
      // no clipboard access: the field is selected, the visitor copies by hand
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconLink size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        data-testid="guest-link-open"
      >
        {t('live.guestLink')}
      </Button>
      <Dialog opened={opened} onClose={close} title={t('live.guestLinkTitle')} closeLabel={t('live.close')}>
        <div>{t('live.guestLinkText')}</div>
        {created ? (
          <>
            <input
              className={lightClasses.input}
              value={created.url}
              readOnly
              aria-label={t('live.guestLinkTitle')}
              data-testid="guest-link-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className={lightClasses.dimmed}>{t('live.guestLinkOnce')}</div>
            <div className={lightClasses.actions}>
              <Button
                onClick={() => void copy(created.url)}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? t('live.copied') : t('live.copy')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <label className={lightClasses.field} htmlFor={selectId}>
              {t('live.guestLinkValid')}
              <select
                id={selectId}
                className={lightClasses.input}
                value={String(minutes)}
                onChange={(e) => setMinutes(Number(e.currentTarget.value))}
              >
                {DURATIONS.map((m) => (
                  <option key={m} value={String(m)}>
                    {m < 24 * 60
                      ? t('live.hours', { count: m / 60 })
                      : t('live.days', { count: m / (24 * 60) })}
                  </option>
                ))}
              </select>
            </label>
            {failed ? <Alert color="red">{t('live.guestLinkFailed')}</Alert> : null}
            <div className={lightClasses.actions}>
              <Button onClick={() => void create()} loading={pending} data-testid="guest-link-create">
                {t('live.guestLinkCreate')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { overlayPath } from '@/lib/matches/paths';
import { overlayUrl } from '../lib/options';
import classes from './overlay-help.module.css';

const OPTIONS = [
  ['layout', 'compact | bar | full'],
  ['position', 'top-left | top-center | top-right | bottom-left | bottom-center | bottom-right'],
  ['scale', '0.5 – 3'],
  ['pad', '0 – 200'],
  ['bg', '%23101820'],
  ['fg', '%23ffffff'],
  ['accent', '%23ffd43b'],
  ['logo', 'https://… | /… | data:image/…'],
  ['delay', '0 – 120000'],
] as const;

/**
 * For organizers (shown on the live page beside the overlay link): the overlay's URL options for OBS,
 * an example address to paste, and what each option takes. Bad values are ignored (lib/options.ts).
 */
export function OverlayOptionsHelp({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const base = `${window.location.origin}${overlayPath(matchId)}`;
  const example = overlayUrl(base, {
    layout: 'full',
    position: 'bottom-left',
    scale: 1.5,
    bg: '#101820',
    fg: '#ffffff',
    accent: '#ffd43b',
    pad: 24,
  });
  return (
    <details className={classes.help} data-testid="overlay-options-help">
      <summary>{t('overlayHelp.title')}</summary>
      <p>{t('overlayHelp.intro')}</p>
      <code className={classes.example} data-testid="overlay-options-example">
        <a href={example} target="_blank" rel="noopener">
          {example}
        </a>
      </code>
      <table className={classes.table}>
        <tbody>
          {OPTIONS.map(([key, values]) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              <td>
                {t(`overlayHelp.option.${key}`)}
                <div className={classes.values}>
                  <code>{values}</code>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={classes.note}>{t('overlayHelp.ignored')}</p>
    </details>
  );
}

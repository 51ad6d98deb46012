import { ActionIcon, Button, Group, Menu, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PagedResult } from '@sportzone/contracts';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '@/lib/paging';
import { ConfirmDialog } from './confirm-dialog';
import { FormModal } from './form-modal';
import { PagedList } from './paged-list';

/** What a list is asked for: the search (trimmed; empty is null, SPEC §5) and the page. */
export interface ResourceQuery {
  searchTerm: string | null;
  page: number;
  pageSize: number;
}

/** The list a section shows (usePagedList): its items, and changing one in place. */
export type ResourceList<T> = ReturnType<typeof usePagedList<T>>;

/** What a row may ask besides its item: the list as loaded, and the search as typed. */
export interface RowContext<T> {
  list: ResourceList<T>;
  search: string;
}

/** What a section's form is given: the item (null: a new one), and what to call when it is done. */
export interface ResourceFormProps<T> {
  item: T | null;
  /** the item was made a moment ago (the form stays open on it: `stayOpenAfterCreate`) */
  justCreated: boolean;
  /** saved: the dialog closes (a new item may keep it open); without the item the list reloads */
  onSaved: (saved?: T) => void;
  /** changed but still being edited (a picture): the row follows, the dialog stays */
  onChanged: (saved: T) => void;
  onCancel: () => void;
}

/** A row of buttons choosing one value of a filter ('all' means no filter), under the search. */
export interface ResourceFilter {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  testId: string;
}

interface ResourceSectionProps<T> {
  /** data-testid of the list ("seasons": seasons-search, seasons-empty, seasons-count…) */
  testId: string;
  /** data-testid of an item's buttons ("season": season-add, season-actions, season-edit, season-delete) */
  itemTestId: string;
  /** owners and organizers: add, edit and delete */
  canManage: boolean;
  fetchPage: (query: ResourceQuery, signal: AbortSignal) => Promise<PagedResult<T>>;
  /** the other filters' state: a change restarts paging */
  filterKey?: string;
  itemKey: (item: T) => string | number;
  /** the name in "Actions for …" and in "Delete …?" */
  itemName: (item: T) => string;
  renderItem: (item: T, context: RowContext<T>) => ReactNode;
  texts: {
    search: string;
    searchPlaceholder: string;
    empty: string;
    /** what to do first (to those who may) */
    emptyHint: string;
    /** to those who only read; by default "the owners and organizers add them here" */
    emptyHintReader?: string;
    loadFailed: string;
    add: string;
    createTitle: string;
    editTitle?: string;
  };
  emptyIcon: ReactNode;
  addIcon?: ReactNode;
  /** the form of the dialog (create, and edit unless `editable` is false) */
  form: (props: ResourceFormProps<T>) => ReactNode;
  formSize?: 'md' | 'lg';
  /** rows have "Edit" (the default) */
  editable?: boolean;
  /** a new item stays open in its form (to add a picture at once) */
  stayOpenAfterCreate?: boolean;
  /** the list is reloaded after an edit too (when an edit can move the item) */
  reloadAfterEdit?: boolean;
  remove?: {
    run: (item: T) => Promise<unknown>;
    title: (item: T) => string;
    message: (item: T) => string;
    done: string;
    /** the menu item's and the confirm button's label; "Delete" by default */
    label?: string;
    /** the menu item's data-testid after the item's ("remove": role-remove); "delete" by default */
    testId?: string;
    icon?: ReactNode;
    /** whether this one may go (by default: whoever manages) */
    allowed?: (item: T, context: RowContext<T>) => boolean;
  };
  /** a row's other menu items for those who manage, before delete (null: none) */
  menuItems?: (item: T, context: RowContext<T>) => ReactNode;
  /** after every save and delete: counts and caches elsewhere */
  afterChange?: (list: ResourceList<T>, saved?: T) => void;
  filter?: ResourceFilter;
  /** other filters under the search (a select); `filterKey` carries their state */
  filters?: { controls: ReactNode; active: boolean; onClear: () => void };
  /** above the list: a note, a switch between kinds */
  header?: ReactNode;
  /** beside "Add" (or alone): another action of the list, e.g. an export */
  extraAction?: ReactNode;
}

/**
 * One kind of an organization's things (seasons, venues, players, members, roles…), managed alike: a
 * searchable list loaded page by page, an empty state that says what to do first, the add button, a
 * form in a dialog (full screen on phones), a ⋯ menu per row and a confirmation before deleting. Only
 * what differs is given: how to fetch, how a row looks, the form, the texts.
 */
/** "Add" with another action of the list before it (an export), either alone when only one is there. */
const withExtra = (add: ReactNode, extra: ReactNode) =>
  add && extra ? (
    <Group gap="xs" wrap="nowrap">
      {extra}
      {add}
    </Group>
  ) : (
    (add ?? extra)
  );

export function ResourceSection<T>(props: ResourceSectionProps<T>) {
  const { t } = useTranslation();
  const { testId, itemTestId, canManage, texts, filter, remove, editable = true } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<{ item: T | null; justCreated: boolean } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const term = debounced.trim();
  const list = usePagedList<T>({
    filterKey: JSON.stringify([term, props.filterKey ?? '', filter?.value ?? '']),
    fetchPage: (page, pageSize, signal) =>
      props.fetchPage({ searchTerm: term || null, page, pageSize }, signal),
    itemKey: props.itemKey,
  });
  const close = () => setEditing(null);
  const saved = (item?: T) => {
    const created = editing?.item === null;
    if (created || !item || props.reloadAfterEdit) list.refresh();
    else list.updateItem(item);
    if (created && item && props.stayOpenAfterCreate) setEditing({ item, justCreated: true });
    else close();
    props.afterChange?.(list, item);
  };
  const add = canManage ? (
    <Button
      leftSection={props.addIcon ?? <IconPlus size={18} aria-hidden="true" />}
      onClick={() => setEditing({ item: null, justCreated: false })}
      data-testid={`${itemTestId}-add`}
    >
      {texts.add}
    </Button>
  ) : undefined;

  return (
    <Stack gap="md">
      {props.header}
      <PagedList
        list={list}
        search={search}
        onSearch={setSearch}
        searchLabel={texts.search}
        searchPlaceholder={texts.searchPlaceholder}
        filters={
          props.filters ? (
            props.filters.controls
          ) : filter ? (
            <SegmentedControl
              value={filter.value}
              onChange={filter.onChange}
              data={filter.options}
              size="xs"
              fullWidth
              maw={120 * filter.options.length}
              data-testid={filter.testId}
            />
          ) : undefined
        }
        filtered={props.filters?.active ?? (filter ? filter.value !== 'all' : false)}
        onClearFilters={props.filters?.onClear ?? (filter ? () => filter.onChange('all') : undefined)}
        emptyTitle={texts.empty}
        emptyHint={canManage ? texts.emptyHint : (texts.emptyHintReader ?? t('common.emptyMember'))}
        emptyIcon={props.emptyIcon}
        emptyAction={add}
        action={withExtra(add, props.extraAction)}
        loadFailed={texts.loadFailed}
        itemKey={props.itemKey}
        testId={testId}
        renderItem={(item) => {
          const context = { list, search };
          const more = canManage ? (props.menuItems?.(item, context) ?? null) : null;
          const edit = editable && canManage;
          const del = remove ? (remove.allowed ? remove.allowed(item, context) : canManage) : false;
          return (
            <>
              {props.renderItem(item, context)}
              {edit || del || more ? (
                <RowActions name={props.itemName(item)} testId={itemTestId}>
                  {edit ? (
                    <Menu.Item
                      leftSection={<IconPencil size={18} aria-hidden="true" />}
                      onClick={() => setEditing({ item, justCreated: false })}
                      data-testid={`${itemTestId}-edit`}
                    >
                      {t('common.edit')}
                    </Menu.Item>
                  ) : null}
                  {more}
                  {del ? (
                    <Menu.Item
                      color="red"
                      leftSection={remove?.icon ?? <IconTrash size={18} aria-hidden="true" />}
                      onClick={() => setDeleting(item)}
                      data-testid={`${itemTestId}-${remove?.testId ?? 'delete'}`}
                    >
                      {remove?.label ?? t('common.delete')}
                    </Menu.Item>
                  ) : null}
                </RowActions>
              ) : null}
            </>
          );
        }}
      />
      <FormModal
        opened={editing !== null}
        onClose={close}
        title={editing?.item ? (texts.editTitle ?? texts.createTitle) : texts.createTitle}
        size={props.formSize ?? 'lg'}
      >
        {editing !== null ? (
          // another item (a new one, once created) gets a form with fresh state
          <Fragment key={editing.item === null ? 'new' : props.itemKey(editing.item)}>
            {props.form({
              item: editing.item,
              justCreated: editing.justCreated,
              onSaved: saved,
              onChanged: (item) => {
                list.updateItem(item);
                setEditing((e) => (e ? { ...e, item } : e));
              },
              onCancel: close,
            })}
          </Fragment>
        ) : null}
      </FormModal>
      {remove ? (
        <ConfirmDialog
          opened={deleting !== null}
          title={deleting ? remove.title(deleting) : ''}
          message={deleting ? remove.message(deleting) : ''}
          confirmLabel={remove.label}
          doneText={remove.done}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (!deleting) return;
            await remove.run(deleting);
            list.removeItem(props.itemKey(deleting));
            props.afterChange?.(list);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The ⋯ menu of a row: its items are given (edit, other actions, delete). */
export function RowActions({
  name,
  testId,
  children,
}: {
  name: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('common.actions', { name })}
          data-testid={`${testId}-actions`}
        >
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

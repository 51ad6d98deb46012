/**
 * English words every part of the app says alike (buttons, lists, forms), under `common.*` beside the
 * viewer's own common words (viewer.en.ts), which the viewer build keeps to itself.
 */
export const commonEn = {
  actions: 'Actions for {{name}}',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save changes',
  yes: 'Yes',
  no: 'No',
  required: 'Required',
  refresh: 'Refresh',
  clearSearch: 'Clear search',
  clearFilters: 'Clear search and filters',
  loadMore: 'Show more',
  statusFilter: 'Filter by status',
  showing: 'Showing {{shown}} of {{total}}',
  emptyFiltered: 'Nothing matches your search',
  emptyFilteredHint: 'Try another name, or clear the search and filters.',
  emptyMember: 'The organization’s owners and organizers add them here.',
  nothingFound: 'Nothing found',
  chooseCountry: 'Choose a country',
  typeToConfirm: 'Type “{{name}}” to confirm',
};

/** English texts: the installable app (a new version is ready). */
export const appUpdateEn = {
  title: 'A new version of Sportzone is ready',
  text: 'Reload to use it.',
  reload: 'Reload',
  waiting: 'Reloading as soon as your scores waiting to be sent are sent.',
};

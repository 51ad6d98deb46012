export { LanguageSwitch } from './components/language-switch';
export { SportPreferencesForm, type SportPreferenceValues } from './components/sport-preferences-form';
export { SportSwitch } from './components/sport-switch';

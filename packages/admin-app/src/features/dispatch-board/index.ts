// What other features use of the operations board (docs/architecture.md#app-folders): the person's
// sound and notification choices, which Settings changes.
export { readBoardAlerts, useBoardAlertPreferences, type BoardAlertPreferences } from './alert-preferences';

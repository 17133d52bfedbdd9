/**
 * Contacts (issue 5): the slices, in the store from the start (pushes reach them). The
 * screens, their texts and the saga load with the first contacts page (screens.ts).
 */
export * from './contacts.slice';

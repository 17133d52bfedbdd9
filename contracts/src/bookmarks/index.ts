export * from './bookmark-rules';
export * from './add-bookmark.input';
export * from './bookmark.view';

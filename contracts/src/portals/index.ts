export * from './portal.inputs';
export * from './portal.view';

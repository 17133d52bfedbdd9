// The contacts context's DTOs, views and rules (issue 5).
export * from './contact.rules';
export * from './strip-empty';
export * from './contact-form.schema';
export * from './contact.inputs';
export * from './contact-form.inputs';
export * from './list-contacts.query';
export * from './contact.views';

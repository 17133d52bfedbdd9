// The offers context's DTOs, views, rules and exact money (issue 14).
export * from './offer.money';
export * from './offer.rules';
export * from './offer.inputs';
export * from './offer.views';
export * from './list-offers.query';

// class-transformer's @Type reads decorator metadata: load the polyfill wherever contracts are.
import 'reflect-metadata';

export * from './errors/error-codes';
export * from './errors/domain-refusal';
export * from './realtime/socket-messages';
export * from './realtime/presence';
export * from './history';
export * from './write-result';
export * from './accounts';
export * from './validation/validation-messages';
export * from './validation/rules';
export * from './validation/query-values';
export * from './identity';
export * from './news';
export * from './bookmarks';
export * from './policy';
export * from './teams';
export * from './types';
export * from './contacts';
export * from './portals';
export * from './tasks';
export * from './protocols';
export * from './offers';
export * from './surveys';
export * from './lib/same-value';
export * from './lib/item-labels';
export * from './lib/item-defaults';
export * from './files/item-file';

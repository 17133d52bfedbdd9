import { SearchPageQuery } from '../validation/page-query';

/** GET v1/teams: page, limit, search (words in name or short). */
export class ListTeamsQuery extends SearchPageQuery {}

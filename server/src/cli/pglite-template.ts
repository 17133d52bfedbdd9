// Makes this installation's initdb template for the embedded database (core/sql/pglite-template.ts)
// unless it is there, and prints where it is. `npm start` runs it beside the client's build on a
// fresh clone, so that the server's first start copies the template instead of running initdb.
import { pgliteTemplateFile, preparePgliteTemplate } from '../core/sql/pglite-template';

preparePgliteTemplate().then(
  () => console.log(pgliteTemplateFile()),
  (error: unknown) => {
    console.error(`the PGlite template could not be made: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

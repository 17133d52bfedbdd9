import type { CommandContext } from '../../../core/aggregates/command-context';
import { SYSTEM_SCOPE } from '../projections/system-scope';

/** Users are global (`_system`): calls into USER_DIRECTORY carry the actor and correlation, not the organisation. */
export function directoryContext(context: CommandContext): CommandContext {
  return { ...context, accountId: SYSTEM_SCOPE };
}

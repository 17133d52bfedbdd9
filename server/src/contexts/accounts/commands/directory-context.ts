import type { CommandContext } from '../../../core/aggregates/command-context';
import { SYSTEM_SCOPE } from '../projections/system-scope';

/**
 * Users are global (`_system`): calls into USER_DIRECTORY carry the actor and correlation;
 * the organisation goes along as `onBehalfOf` only (the mails they cause name it as sender).
 */
export function directoryContext(context: CommandContext): CommandContext {
  return { ...context, accountId: SYSTEM_SCOPE, onBehalfOf: context.accountId };
}

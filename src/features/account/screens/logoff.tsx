import { accountDeletionScreen } from './account-deletion';

/** /pages-my/logoff (SPEC §2), from Settings: the one account-deletion screen (issue #21). */
export default accountDeletionScreen('logoff');

import { accountDeletionScreen } from './account-deletion';

/** /Security/Cancellation (SPEC §2), from the personal data page: the same screen as logoff. */
export default accountDeletionScreen('securityCancellation');

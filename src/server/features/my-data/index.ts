// Meus dados: a member's download of everything held about them (docs/product.md#privacy-and-retention).

export { createAccountErasureJob } from './account-erasure-job';
export { cancelDeletionOnSignIn } from './cancel-on-sign-in';
export { pendingAccountDeletion } from './data/account-deletions';
export { createDataExportWorker } from './data-export-worker';

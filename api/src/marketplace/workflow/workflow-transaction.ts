/**
 * The workflow's transactions: the one queued-transaction helper of the database layer (moved to
 * src/platform/database/transaction.ts so that lower modules need not import the workflow; issue 26).
 */
export { queuedTransaction as workflowTransaction } from '../../platform/database/transaction';

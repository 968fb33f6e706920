// Meus dados: a member's download of everything held about them (docs/product.md#privacy-and-retention).
export { createDataExportWorker } from './data-export-worker';

import { runBackup } from './platform/backup/backup-commands';
import { loadProcessEnv } from './platform/config/env';

// `npm run backup` (docs/product.md#operations): prints the backup file's path on stdout, what else
// it kept on stderr.
process.umask(0o077);
const env = loadProcessEnv();
try {
  const { file, companion, copied, encrypted } = await runBackup(env);
  console.log(file);
  if (!encrypted)
    console.warn(
      'Backup sem cifra: quem tiver este arquivo (e o .app-secret ao lado) lê todos os dados e abre sessões de administrador. Defina BACKUP_PASSPHRASE para cifrá-lo.',
    );
  if (companion) console.warn(`Arquivos do DATA_DIR (${copied.join(', ')}) em ${companion}`);
  if (env.S3_BUCKET)
    console.warn(`Os arquivos enviados ficam no bucket ${env.S3_BUCKET}: faça o backup dele à parte.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

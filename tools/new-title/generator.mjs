/**
 * The nx generator: `npx nx g @tcgkit/new-title:title <id> [--name "Display Name"]`. It renders the same
 * plugin as `new-title.mjs`, into nx's virtual tree (so `--dry-run` works), under `plugins/<id>`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { renderTitle, repoRoot, withReference } from './render.mjs';

export default async function titleGenerator(tree, options) {
  const folder = `plugins/${options.id}`;
  if (tree.exists(folder)) throw new Error(`${folder} already exists`);
  const rendered = renderTitle({ id: options.id, name: options.name, kernel: options.kernel, target: join(repoRoot, folder) });
  for (const [path, text] of rendered.files) tree.write(`${folder}/${path}`, text);
  tree.write('tsconfig.json', withReference(tree.read('tsconfig.json', 'utf-8'), rendered.reference));
  tree.write(rendered.changeset.path, rendered.changeset.text);
  return () => {
    // After nx has written the files: match the repository's formatting, as the script does.
    spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', folder, 'tsconfig.json'], { cwd: repoRoot, stdio: 'inherit' });
    console.log(`Created @tcgkit/${options.id} in ${folder}. Next: npm install, then npx nx test ${options.id}`);
  };
}

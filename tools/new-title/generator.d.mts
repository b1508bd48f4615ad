export interface GeneratorTree {
  exists(path: string): boolean;
  read(path: string, encoding?: string): string | null;
  write(path: string, text: string): void;
}
export default function titleGenerator(tree: GeneratorTree, options: { id: string; name?: string; kernel?: string }): Promise<() => void>;

export interface StaticServer {
  url: (path?: string) => string;
  close: () => Promise<void>;
}
export function serveDirectory(root: string): Promise<StaticServer>;

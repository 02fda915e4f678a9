export interface PackInstall {
  tarball: string;
  prefix: string;
  installed: string;
  bin: string;
  files: number;
  tarballBytes: number;
  installedBytes: number;
  dependencyBytes: number;
  dependencies: string[];
}
export function packAndInstall(dir?: string): PackInstall;

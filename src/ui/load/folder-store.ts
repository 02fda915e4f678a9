// The folder being browsed (a dropped traces/ tree): kept until another folder replaces it, so
// the reader can go back to it after opening one session.
import { create } from 'zustand';
import type { PickedFile } from '../../ingest/types';

export interface FolderState {
  files: readonly PickedFile[] | null;
  shown: boolean;
  setShown(shown: boolean): void;
}

export const useFolderStore = create<FolderState>()((set) => ({
  files: null,
  shown: false,
  setShown: (shown) => set({ shown }),
}));

export function showFolder(files: readonly PickedFile[]): void {
  useFolderStore.setState({ files, shown: true });
}

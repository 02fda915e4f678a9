// The hidden inputs behind "Open files" and "Open folder". Always mounted, so any button (a
// <label htmlFor>) can open them, and tests can set files on them directly.
import type { PickedFile } from '../../ingest/types';
import { filesFromInput } from '../load/drop-entries';
import { openLocalFiles } from '../load/open-local';

export const FILE_INPUT_ID = 'omniscope-file-input';
export const FOLDER_INPUT_ID = 'omniscope-folder-input';

const take = (input: HTMLInputElement): PickedFile[] => {
  const files = filesFromInput(input.files);
  input.value = '';
  return files;
};

export function FilePickers() {
  return (
    <div className="hidden">
      <input
        id={FILE_INPUT_ID}
        data-testid="file-input"
        type="file"
        multiple
        accept=".jsonl,.json,.ndjson,.log,.txt,.sse,.html,text/event-stream,application/x-ndjson,application/json,text/plain"
        onChange={(e) => openLocalFiles(take(e.currentTarget), false)}
      />
      <input
        id={FOLDER_INPUT_ID}
        data-testid="folder-input"
        type="file"
        multiple
        // React does not know the non-standard attribute; it is passed through as written.
        {...{ webkitdirectory: '' }}
        onChange={(e) => openLocalFiles(take(e.currentTarget), true)}
      />
    </div>
  );
}

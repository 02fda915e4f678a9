// Both sides on the same run: a run compared with itself always "does the same", which says
// nothing, so the view asks for another run instead.
import { FILE_INPUT_ID } from '../shell/file-pickers';
import { OpenFilesButton } from '../shell/header-button';
import { useT } from '../i18n/language-store';

/** `canPick`: another document or session is open, so a picker above can choose it. */
export function SameRunPrompt({ canPick }: { canPick: boolean }) {
  const words = useT().runsCompare.sameRun;
  return (
    <div
      data-testid="runs-compare-same"
      className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-fg-muted"
    >
      <p>{canPick ? words.pickOther : words.onlyOne}</p>
      <OpenFilesButton htmlFor={FILE_INPUT_ID} testId="runs-compare-open">
        {words.open}
      </OpenFilesButton>
    </div>
  );
}

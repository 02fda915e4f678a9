// The url strings in English: row links and the notice of a link to a file from disk.

export const url = {
  copyLink: 'copy link',
  copyLinkTitle: 'Copy a link that opens this row',
  /** Around the file's name and the "Open files" button's name, drawn apart. */
  reopenLead: 'This link shows ',
  reopenMiddle:
    ', a file opened from disk, which a link cannot open. Open it again (drop it here or ',
  reopenRest: ') to see the same view.',
};

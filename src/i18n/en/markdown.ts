// The markdown strings in English: code blocks, images and system markers in agent text.

export const markdown = {
  plainText: 'text',
  image: (label: string) => `image: ${label}`,
  unavailable: 'unavailable',
  chipImage: 'image',
  chipFile: 'file',
  /** A link's tooltip: where it goes. */
  linkTitle: (href: string) => `Opens ${href}`,
  /** Beside a link whose text names another address than the one it opens. */
  otherTarget: (host: string) => `The link’s text names another address: it opens ${host}`,
  /** System markers (PROTOCOL.md §9), by markers.ts's label keys. */
  markers: {
    turnRetried: 'Turn retried',
    turnAborted: 'Turn aborted',
    userSteering: 'User steering',
    contextSummary: 'Context summary',
    summary: 'Summary',
    modelSwitched: 'Model switched',
    handoff: 'Handoff',
    useSkills: 'Use skills',
    scheduledTask: 'Scheduled task',
    backgroundTaskDone: 'Background task done',
    goal: 'Goal',
    attachedFile: 'Attached file',
    attachedImage: 'Attached image',
  },
};

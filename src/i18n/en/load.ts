// The load strings in English: names of the documents the reader opened.

export const load = {
  nothing: 'Nothing',
  andMore: (first: string, more: number) => `${first} + ${more} more`,
  pastedText: 'Pasted text',
  sampleTrace: 'Sample trace',
};

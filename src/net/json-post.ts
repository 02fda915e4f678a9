/** A POST with a JSON body, as the PenguinHarness API takes it (both penguin-api and -client). */
export const jsonPost = (body: object = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

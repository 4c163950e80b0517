/**
 * The visible labels that say a mock-up is one (hero terminal, team dashboard, sprint board, the
 * lab's sample panel): each mock-up's accessible name starts with the same words, so the eye and
 * a screen reader get one message. Plain strings: the islands import them.
 */
export const mockupLabels = {
  illustration: "Ilustración",
  sample: "Vista de ejemplo",
} as const;

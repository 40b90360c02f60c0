/** A constraint only code holds (a tool body's check, a refine), which the JSON Schema cannot show the model, with one example that hit it. */
export interface HiddenConstraint {
  readonly tool: string;
  readonly message: string;
  readonly exampleJson: string;
}

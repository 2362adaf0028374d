/** What the shell's setup wizard gives each step module it loads from a remote. */
export interface WizardStepProps {
  /** The step's record was saved: the wizard refreshes its progress and moves on. */
  onCompleted: () => void;
}

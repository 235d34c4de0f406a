/**
 * Steps 2 to 5, a module of their own: a visitor reading step 1 downloads none of it. It starts loading as the
 * visitor first touches the wizard (../later-steps.ts), and step 1 moves on only once it is in.
 */
export { CallStep } from './CallStep';
export { ContactStep } from './ContactStep';
export { PersonaStep } from './PersonaStep';
export { SuccessStep } from './SuccessStep';

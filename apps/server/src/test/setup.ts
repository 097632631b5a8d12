import { useCheapPasswordHashesForTests } from "../modules/auth/passwords";

// Runs before each server test file (vitest setupFiles): test users and sign-ins hash at a cheap scrypt cost.
useCheapPasswordHashesForTests(true);

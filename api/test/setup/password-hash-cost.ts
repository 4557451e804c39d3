import { setPasswordHashCostForTests } from '../../src/lib/passwords';

// argon2id at the lowest cost it accepts for one lane: the suites sign in thousands of times, and what they test is
// who may sign in, not how expensive a guess is (the production cost has its own test in lib/passwords.test.ts).
setPasswordHashCostForTests({ memoryCost: 8, timeCost: 1 });

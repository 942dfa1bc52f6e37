import { jestConfig } from '@trek/testing/jest-preset';

export default jestConfig();

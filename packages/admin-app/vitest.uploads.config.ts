import { appTestProject } from './vitest.config';

// The app's tests that upload a file, in forked processes (see UPLOAD_TESTS).
export default appTestProject(true);

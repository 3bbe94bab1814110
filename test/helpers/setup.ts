// Loaded before every spec: registers the module and makes every spec's injector refuse
// functions without explicit annotations, as a minified host would.
import '../../src/index';

beforeEach(angular.mock.inject.strictDi(true));

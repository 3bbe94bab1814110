// Loaded before every spec: registers the module and makes inject() refuse functions without
// explicit annotations, as a minified host would.
import '../../src/index';

angular.mock.inject.strictDi(true);

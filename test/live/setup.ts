// Loaded before the live specs: registers the zn.plugin module. angular-mocks is not loaded in
// this run (karma.sandbox.conf.js), so nothing can stand in for the real $httpBackend.
import '../../src/index';

/** The name of the AngularJS module a host or plugin adds to its dependencies. */
export declare const MODULE_NAME = "zn.plugin";

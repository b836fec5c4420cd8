package io.wcs.engine.util;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lets one class or method use an API that forbidden-apis bans, such as {@code System.exit} in a
 * command-line entry point (the shell's, the server's). Every use says why in a comment beside it.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface SuppressForbidden {}

<?php
/**
 * The check of X-Portal-Signature.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the signing secret.
 */
final class Portal_News_Signature {
	/** How far, in seconds, `t` may be from this site's clock, either way. */
	public const TOLERANCE = 300;

	/**
	 * Whether the header is well formed, recent, and the HMAC of the body under the secret (constant-time compare).
	 *
	 * @param string $header The X-Portal-Signature header.
	 * @param string $body   The raw body, as received.
	 * @param string $secret The signing secret.
	 * @param int    $now    This site's clock, in unix seconds.
	 */
	public static function verify( string $header, string $body, string $secret, int $now ): bool {
		if ( '' === $secret ) {
			return false;
		}
		$stamp   = null;
		$digests = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				return false;
			}
			if ( 't' === $pair[0] && null === $stamp && preg_match( '/^\d{1,12}$/', $pair[1] ) ) {
				$stamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] && preg_match( '/^[0-9a-f]{64}$/', $pair[1] ) ) {
				$digests[] = $pair[1];
			}
		}
		if ( null === $stamp || array() === $digests || abs( $now - $stamp ) > self::TOLERANCE ) {
			return false;
		}
		$expected = hash_hmac( 'sha256', $stamp . '.' . $body, $secret );
		$matches  = false;
		foreach ( $digests as $digest ) {
			$matches = hash_equals( $expected, $digest ) || $matches;
		}
		return $matches;
	}
}

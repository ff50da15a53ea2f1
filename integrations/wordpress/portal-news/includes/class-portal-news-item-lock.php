<?php
/**
 * One writer at a time per portal item.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * A MariaDB/MySQL named lock (GET_LOCK) around the find-or-create of an item's post, so that concurrent
 * pushes of one item never make two posts.
 */
final class Portal_News_Item_Lock {
	/** How long, in seconds, a push waits for another push of the same item. */
	private const WAIT = 30;

	/**
	 * Runs $work holding the item's lock; null when the lock could not be had in time.
	 *
	 * @template T
	 * @param int             $item_id The portal's item id.
	 * @param callable(): T   $work    What to do under the lock.
	 * @return T|null
	 */
	public static function with( int $item_id, callable $work ) {
		global $wpdb;
		// Lock names are server-wide: this database's name and prefix keep two sites on one server apart (64 characters at most).
		$name = 'portal_news_' . md5( DB_NAME . '|' . $wpdb->prefix ) . '_' . $item_id;
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, self::WAIT ) ) ) {
			return null;
		}
		try {
			return $work();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}
}

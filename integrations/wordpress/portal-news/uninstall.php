<?php
/**
 * Removes the plugin's settings when it is deleted (its posts and media stay).
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/class-portal-news-options.php';

foreach ( Portal_News_Options::NAMES as $portal_news_option ) {
	delete_option( $portal_news_option );
}

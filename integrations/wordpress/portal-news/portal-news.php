<?php
/**
 * Plugin Name:       Portal News
 * Description:       Receives the news agency portal's signed pushes (publish, correction, take-down) as posts of this site.
 * Version:           1.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Portal News
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       portal-news
 * Domain Path:       /languages
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

const PORTAL_NEWS_VERSION = '1.1.0';

require_once __DIR__ . '/includes/class-portal-news-options.php';
require_once __DIR__ . '/includes/class-portal-news-signature.php';
require_once __DIR__ . '/includes/class-portal-news-invalid-field.php';
require_once __DIR__ . '/includes/class-portal-news-article.php';
require_once __DIR__ . '/includes/class-portal-news-item-lock.php';
require_once __DIR__ . '/includes/class-portal-news-media-sideloader.php';
require_once __DIR__ . '/includes/class-portal-news-post-writer.php';
require_once __DIR__ . '/includes/class-portal-news-rest-controller.php';
require_once __DIR__ . '/includes/class-portal-news-settings-page.php';
require_once __DIR__ . '/includes/class-portal-news-item-box.php';

register_activation_hook( __FILE__, array( Portal_News_Options::class, 'activate' ) );

add_action(
	'init',
	static function (): void {
		load_plugin_textdomain( 'portal-news', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
		Portal_News_Options::register();
		Portal_News_Post_Writer::register_meta();
	}
);
add_action( 'rest_api_init', array( Portal_News_Rest_Controller::class, 'register_routes' ) );
add_filter( 'rest_request_before_callbacks', array( Portal_News_Rest_Controller::class, 'keep_raw_body' ), 10, 3 );

if ( is_admin() ) {
	Portal_News_Settings_Page::hook();
	Portal_News_Item_Box::hook();
}

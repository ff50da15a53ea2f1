<?php
/**
 * The pictures of a push, in the media library.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Downloads each picture once (the same URL without its query string is the same picture) and keeps its
 * caption and credit on the attachment.
 */
final class Portal_News_Media_Sideloader {
	public const SOURCE_META = '_portal_news_source';
	public const CREDIT_META = '_portal_news_credit';
	private const TIMEOUT    = 30;

	/**
	 * The attachment of each picture (null where it failed), and a warning per failed picture.
	 *
	 * @param list<array{url: string, caption: string, credit: string}> $pictures The pictures.
	 * @return array{0: list<int|null>, 1: list<string>}
	 */
	public static function sideload_all( array $pictures ): array {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';

		$attachments = array();
		$warnings    = array();
		foreach ( $pictures as $index => $picture ) {
			$attachment = self::sideload( $picture );
			if ( is_wp_error( $attachment ) ) {
				$attachments[] = null;
				$warnings[]    = sprintf( 'pictures.%d: %s (%s)', $index, $attachment->get_error_message(), self::source_of( $picture['url'] ) );
			} else {
				$attachments[] = $attachment;
			}
		}
		return array( $attachments, $warnings );
	}

	/**
	 * Gives the attachments without a parent to the post.
	 *
	 * @param list<int|null> $attachments The attachments.
	 * @param int            $post_id     The post.
	 */
	public static function attach( array $attachments, int $post_id ): void {
		foreach ( array_filter( $attachments ) as $attachment ) {
			if ( 0 === (int) get_post_field( 'post_parent', $attachment ) ) {
				wp_update_post(
					array(
						'ID'          => $attachment,
						'post_parent' => $post_id,
					)
				);
			}
		}
	}

	/**
	 * "caption — credit", or whichever of the two there is.
	 *
	 * @param array{caption: string, credit: string} $picture The picture.
	 */
	public static function caption_of( array $picture ): string {
		return implode( ' — ', array_filter( array( $picture['caption'], $picture['credit'] ), 'strlen' ) );
	}

	/**
	 * The URL without query string or fragment: a signed link changes its query, never its path.
	 *
	 * @param string $url The picture's URL.
	 */
	private static function source_of( string $url ): string {
		return (string) preg_replace( '/[?#].*$/s', '', $url );
	}

	/**
	 * The picture's attachment: the one side-loaded before from the same source, or a new one.
	 *
	 * @param array{url: string, caption: string, credit: string} $picture The picture.
	 * @return int|WP_Error
	 */
	private static function sideload( array $picture ) {
		$source   = self::source_of( $picture['url'] );
		$caption  = self::caption_of( $picture );
		$existing = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'any',
				'meta_key'         => self::SOURCE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value'       => $source, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'fields'           => 'ids',
				'numberposts'      => 1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
			)
		);
		if ( array() !== $existing ) {
			$attachment = (int) $existing[0];
			if ( get_post_field( 'post_excerpt', $attachment ) !== $caption ) {
				wp_update_post(
					array(
						'ID'           => $attachment,
						'post_excerpt' => $caption,
					)
				);
			}
			update_post_meta( $attachment, self::CREDIT_META, $picture['credit'] );
			return $attachment;
		}

		$file = download_url( $picture['url'], self::TIMEOUT );
		if ( is_wp_error( $file ) ) {
			return $file;
		}
		$attachment = media_handle_sideload(
			array(
				'name'     => self::file_name( $source, $file ),
				'tmp_name' => $file,
			),
			0,
			null,
			array(
				'post_excerpt' => $caption,
				'post_title'   => '' !== $picture['caption'] ? $picture['caption'] : basename( $source ),
			)
		);
		if ( is_file( $file ) ) {
			wp_delete_file( $file );
		}
		if ( is_wp_error( $attachment ) ) {
			return $attachment;
		}
		update_post_meta( $attachment, self::SOURCE_META, $source );
		update_post_meta( $attachment, self::CREDIT_META, $picture['credit'] );
		if ( '' !== $picture['caption'] ) {
			update_post_meta( $attachment, '_wp_attachment_image_alt', $picture['caption'] );
		}
		return $attachment;
	}

	/**
	 * The URL's file name, with the extension of the image's real type (portal media links may have none).
	 *
	 * @param string $source The URL without its query.
	 * @param string $file   The downloaded file.
	 */
	private static function file_name( string $source, string $file ): string {
		$name = sanitize_file_name( rawurldecode( basename( (string) wp_parse_url( $source, PHP_URL_PATH ) ) ) );
		$mime = wp_get_image_mime( $file );
		if ( ! $mime ) {
			return '' !== $name ? $name : 'picture';
		}
		$extension = wp_get_default_extension_for_mime_type( $mime );
		$current   = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		$types     = wp_get_mime_types();
		foreach ( $types as $extensions => $type ) {
			if ( $type === $mime && in_array( $current, explode( '|', $extensions ), true ) ) {
				return $name;
			}
		}
		$base = '' !== $name ? pathinfo( $name, PATHINFO_FILENAME ) : 'picture';
		return $base . '.' . ( $extension ? $extension : 'jpg' );
	}
}

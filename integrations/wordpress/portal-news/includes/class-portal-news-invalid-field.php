<?php
/**
 * The error of a push whose content the site cannot accept.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the article validator; answered as 422 with the field's name.
 */
final class Portal_News_Invalid_Field extends RuntimeException {
	/**
	 * The field, e.g. `title` or `pictures.1.url`.
	 *
	 * @var string
	 */
	public string $field;

	/**
	 * Names the field that is wrong.
	 *
	 * @param string $field The field.
	 */
	public function __construct( string $field ) {
		parent::__construct( 'Invalid data.' );
		$this->field = $field;
	}
}
